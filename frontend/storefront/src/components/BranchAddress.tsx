import type { Branch } from '@bestellwerk/common/api/types';

type AddressFields = Pick<Branch, 'street' | 'zipCode' | 'city'>;

/** street, then "zipCode city", one per line. */
export function BranchAddress({ branch, className }: { branch: AddressFields; className?: string }) {
  const cityLine = [branch.zipCode, branch.city].filter(Boolean).join(' ');
  if (!branch.street && !cityLine) return null;
  return (
    <address className={className}>
      {branch.street}
      {branch.street && cityLine && <br />}
      {cityLine}
    </address>
  );
}
