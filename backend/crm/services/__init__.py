"""State changes of crm: customers kept from orders, GDPR erase, external users and leads (audited)."""
