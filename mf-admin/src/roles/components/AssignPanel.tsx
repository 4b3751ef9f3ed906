import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RoleSummary, SubAccountRow } from '@drawdesk/shared-kernel/contract';
import { CheckboxGroupField, Form, SelectField } from '@drawdesk/shared-kernel/forms/formik';
import { ApiQueryError, useApiMutation, useApiQuery } from '@drawdesk/shared-kernel/query';
import { Button, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { rolesApi, rolesKeys } from '../api';
import { NAMESPACE } from '../i18n';
import { assignBody, assignValuesOf, type AssignValues } from '../model';

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;

/**
 * Assigns a role (or none) to the ticked staff accounts; they show their current role. The form
 * shows once the roles were read (`roles` null before), so it starts on the first role.
 */
export function AssignPanel({
  roles,
  onAssigned,
}: {
  roles: readonly RoleSummary[] | null;
  onAssigned: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const staffQuery = useApiQuery(rolesKeys.staff(), (signal) => rolesApi.staff({ signal }));
  // A failed read lists nobody, like an empty list.
  const staff: readonly SubAccountRow[] | null = staffQuery.isError ? [] : (staffQuery.data?.rows ?? null);
  // The staff list shows the new roles and the role list the new counts: both are read again.
  const assign = useApiMutation(rolesApi.assignRoles, {
    invalidates: [rolesKeys.staff(), rolesKeys.allRoles()],
  });

  const submit = async (values: AssignValues, resetForm: (values: AssignValues) => void) => {
    if (values.userIds.length === 0) {
      void showDialog('warning', t('assign.pickStaff'));
      return;
    }
    // An unsuccessful reply has had its dialog from the api client: the form stays as it is.
    const reply = await assign.mutateAsync(assignBody(values)).catch((error: unknown) => {
      if (error instanceof ApiQueryError) return null;
      throw error;
    });
    if (!reply) return;
    void showDialog('success', t('assign.done', { count: reply.data?.assigned ?? values.userIds.length }));
    resetForm({ ...values, userIds: [] });
    onAssigned();
  };

  if (!roles) return <Panel title={t('assign.title')} />;
  const roleOptions = [
    ...roles.map((r) => ({ value: r.roleId as number | '', label: r.name })),
    { value: '' as const, label: t('assign.none') },
  ];
  const staffOptions = (staff ?? []).map((s) => ({
    value: s.userId,
    label: (
      <>
        {s.username}
        {s.roleName && <small>({t('assign.current', { role: s.roleName })})</small>}
      </>
    ),
  }));
  return (
    <Panel title={t('assign.title')}>
      <Form<AssignValues>
        // The first role created starts the form over on it (before, only '(remove role)' was there).
        key={roles.length > 0 ? 'roles' : 'none'}
        label={t('assign.title')}
        initialValues={assignValuesOf(roles.map((r) => r.roleId))}
        onSubmit={(values, { resetForm }) => submit(values, resetForm)}
      >
        {({ isSubmitting }) => (
          <>
            <SelectField<number | ''> name="roleId" label={t('assign.role')} options={roleOptions} />
            {staff && staff.length === 0 ? (
              <p>{t('assign.noStaff')}</p>
            ) : (
              <CheckboxGroupField<number> name="userIds" label={t('assign.staff')} options={staffOptions} />
            )}
            <Row>
              <Button type="submit" variant="primary" disabled={isSubmitting}>
                {t('assign.submit')}
              </Button>
            </Row>
          </>
        )}
      </Form>
    </Panel>
  );
}
