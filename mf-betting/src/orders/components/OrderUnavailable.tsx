import { Hint, useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { useOrdersT } from '../i18n';
import { orderRefusal, type OrderRefusal } from '@drawdesk/shared-kernel/domain/access';

/**
 * Why the logged-in user may not place orders (the kernel's orderRefusal, the rule the server
 * applies to every order), or null. Null while the session is not known yet.
 */
export function useOrderRefusal(): OrderRefusal | null {
  const me = useCurrentUser();
  return me ? orderRefusal({ roleId: me.userRoleId, accessString: me.accessString }) : null;
}

/** The short note shown instead of Place order to a user the server would refuse. */
export function OrderUnavailable({ refusal }: { refusal: OrderRefusal }) {
  const { t } = useOrdersT();
  return (
    <Hint data-testid="order-unavailable" role="note">
      {t(`unavailable.${refusal}`)}
    </Hint>
  );
}
