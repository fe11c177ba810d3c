"""Changes to orders, one module per job; each function owns its transaction.

creation (placing an order), editing (customer data), item_update (one item, re-priced),
state_changes (the status actions), reviews, resend and payment_status (staff follow-ups),
tickets (numbers per branch and day), notifications (after commit; text messages through core.sms), cart and contact
(the checks creation and the edits share).
"""
