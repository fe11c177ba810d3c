"""Customers for the orders placed before crm existed (later ones are linked when they are placed)."""

from django.db import migrations

from rules.phone import normalize_phone


def link_existing(apps, schema_editor):
    Order = apps.get_model("ordering", "Order")
    Customer = apps.get_model("crm", "Customer")
    CustomerOrder = apps.get_model("crm", "CustomerOrder")
    by_email: dict = {}
    by_phone: dict = {}
    for order in Order.objects.order_by("created_at", "id").iterator():
        email, phone = (order.email or "").strip().lower(), normalize_phone(order.phone)
        if not email and not phone:
            continue
        name = " ".join(p for p in (order.first_name, order.last_name) if p) or order.company_name
        customer = by_email.get(email) if email else by_phone.get(phone)
        if customer is None:
            customer = Customer.objects.create(email=email, phone=phone, name=name, company_name=order.company_name)
            if email:
                by_email[email] = customer
        else:
            customer.name = name or customer.name
            customer.phone = phone or customer.phone
            customer.save(update_fields=["name", "phone"])
        if phone:
            by_phone.setdefault(phone, customer)
        CustomerOrder.objects.create(customer=customer, order=order)


class Migration(migrations.Migration):
    dependencies = [("crm", "0001_customers_external_users_leads")]

    operations = [migrations.RunPython(link_existing, migrations.RunPython.noop)]
