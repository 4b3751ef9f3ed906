import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Announcement } from '@drawdesk/shared-kernel/contract';
import AnnouncementScreen, { AnnouncementForm, validateAnnouncement } from './AnnouncementScreen';
import { answerDialogs, ok, setupScheduleI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as {
  api: { post: jest.Mock; fetchPage: jest.Mock };
};

const rows: Announcement[] = [
  {
    id: 7,
    title: 'Special draw',
    message: 'Tuesday special draw for Magnum.',
    status: 1,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:00:00.000Z',
  },
  {
    id: 5,
    title: 'Draft',
    message: 'Not yet.',
    status: 0,
    createdAt: '2026-11-21T01:00:00.000Z',
    updatedAt: '2026-11-21T01:00:00.000Z',
  },
];

beforeAll(setupScheduleI18n);
beforeEach(() => {
  api.post.mockReset();
  api.fetchPage.mockReset();
  api.fetchPage.mockResolvedValue({
    rows,
    totalCount: 2,
    overallInfo: null,
    success: true,
    message: null,
    code: 0,
  });
});

it('validates title and message', () => {
  expect(validateAnnouncement({ title: ' ', message: '', status: 1 })).toEqual({
    title: 'REQUIRED_FIELD',
    message: 'REQUIRED_FIELD',
  });
  expect(validateAnnouncement({ title: 'x'.repeat(101), message: 'y'.repeat(2001), status: 1 })).toEqual({
    title: 'MAX_LENGTH_EXCEEDED',
    message: 'MAX_LENGTH_EXCEEDED',
  });
});

describe('AnnouncementForm', () => {
  answerDialogs(true);
  it('creates an announcement once title and message are given', async () => {
    api.post.mockResolvedValue(ok({ id: 9 }));
    const onSaved = jest.fn();
    render(
      <AnnouncementForm
        initial={{ title: '', message: '', status: 1 }}
        onSaved={onSaved}
        onCancel={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Holiday ' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'No draw on Friday.' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('Configuration', 'CreateOrUpdateAnnouncement', {
      title: 'Holiday',
      message: 'No draw on Friday.',
      status: 0,
    });
  });
});

describe('AnnouncementScreen', () => {
  const dialogs = answerDialogs(true);
  it('lists the page from the server and enables, disables, edits and deletes', async () => {
    api.post.mockResolvedValue(ok({ id: 7 }));
    render(<AnnouncementScreen />);
    expect(await screen.findByText('Special draw')).toBeInTheDocument();
    expect(api.fetchPage).toHaveBeenCalledWith(
      'Configuration',
      'GetAnnouncement',
      {},
      expect.objectContaining({ startCount: 0 }),
      { method: 'GET' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Disable Special draw' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'CreateOrUpdateAnnouncement', {
        id: 7,
        title: 'Special draw',
        message: 'Tuesday special draw for Magnum.',
        status: 0,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enable Draft' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith(
        'Configuration',
        'CreateOrUpdateAnnouncement',
        expect.objectContaining({ id: 5, status: 1 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Draft' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith(
        'Configuration',
        'CreateOrUpdateAnnouncement',
        expect.objectContaining({ id: 5, status: 2 }),
      ),
    );
    expect(dialogs.map((d) => d.message)).toContain('Delete the announcement "Draft"?');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Special draw' }));
    const form = await screen.findByRole('form', { name: 'Edit announcement' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Special draw');
  });
});
