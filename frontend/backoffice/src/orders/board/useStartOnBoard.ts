import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAdmin, ROLE_EMPLOYEE } from '../../api/authProvider';

/** Session storage key ('asp.' prefix, spec §9): set once the board was opened as the start screen. */
export const START_KEY = 'asp.orders.started';

/**
 * Counter employees start on the order board: the first time the dashboard opens in a browser tab
 * (right after login) it forwards employees without the admin role to /current-orders.
 */
export function useStartOnBoard(permissions: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!Array.isArray(permissions) || !permissions.includes(ROLE_EMPLOYEE) || isAdmin(permissions)) return;
    if (window.sessionStorage.getItem(START_KEY)) return;
    window.sessionStorage.setItem(START_KEY, '1');
    navigate('/current-orders', { replace: true });
  }, [permissions, navigate]);
}
