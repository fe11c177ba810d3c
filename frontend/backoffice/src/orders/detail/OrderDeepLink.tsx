import { Navigate, useParams } from 'react-router-dom';

/**
 * `#/orders/{id}`: the address staff share or bookmark opens the order's detail page (orders have no
 * edit screen; the detail page is where an order is handled). Survives a reload.
 */
export default function OrderDeepLink() {
  const { id = '' } = useParams();
  return <Navigate to={`/orders/${encodeURIComponent(id)}/show`} replace />;
}
