import type { RoleDetail } from '@drawdesk/shared-kernel/contract';
import {
  assignBody,
  assignValuesOf,
  hasLevel,
  roleBody,
  roleValuesOf,
  toggleLevel,
  validateRole,
} from './model';

describe('role form', () => {
  it('checks the name and description', () => {
    expect(validateRole({ name: 'Clerk', description: '', status: 1, grid: {} })).toEqual({});
    expect(validateRole({ name: '', description: 'y'.repeat(200), status: 1, grid: {} })).toEqual({
      name: 'REQUIRED_FIELD',
    });
  });

  it('starts from a stored role', () => {
    const role: RoleDetail = {
      roleId: 4,
      name: 'Clerk',
      description: 'Reads',
      status: 0,
      accessString: 'Downline:13',
      functionCount: 1,
      grid: [
        { function: 'Downline', levels: [1, 3] },
        { function: 'Map Report', levels: [] },
      ],
    };
    expect(roleValuesOf(role)).toEqual({
      roleId: 4,
      name: 'Clerk',
      description: 'Reads',
      status: 0,
      grid: { Downline: [1, 3], 'Map Report': [] },
    });
  });

  it('grants and takes away levels, functions keeping their order', () => {
    let grid = toggleLevel({}, 'Map Report', 1, true);
    grid = toggleLevel(grid, 'Downline', 3, true);
    grid = toggleLevel(grid, 'Downline', 1, true);
    grid = toggleLevel(grid, 'Map Report', 1, false);
    expect(grid).toEqual({ 'Map Report': [], Downline: [3, 1] });
    expect(Object.keys(grid)).toEqual(['Map Report', 'Downline']);
    expect(hasLevel(grid, 'Downline', 1)).toBe(true);
    expect(hasLevel(grid, 'Map Report', 1)).toBe(false);
    expect(roleBody({ name: 'x', description: '', status: 1, grid }).permissions).toEqual([
      { function: 'Downline', levels: [1, 3] },
    ]);
  });
});

describe('assign form', () => {
  it('starts on the first role, or on no role when there is none', () => {
    expect(assignValuesOf([7, 3])).toEqual({ roleId: 7, userIds: [] });
    expect(assignValuesOf([])).toEqual({ roleId: '', userIds: [] });
  });

  it('sends null to take the role away', () => {
    expect(assignBody({ roleId: 7, userIds: [2, 5] })).toEqual({ roleId: 7, userIds: [2, 5] });
    expect(assignBody({ roleId: '', userIds: [2] })).toEqual({ roleId: null, userIds: [2] });
  });
});
