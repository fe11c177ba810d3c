"""The German refusals of order creation (ordering.services.creation) and of the staff's edits that share its checks."""

EMPTY_CART = "Ihr Warenkorb ist leer."
BRANCH_MISSING = "Diese Filiale gibt es nicht."
BRANCH_INACTIVE = "Bei dieser Filiale kann derzeit nicht bestellt werden."
CLOSED = "Derzeit haben wir leider geschlossen."
DELIVERY_CLOSED = "Derzeit bieten wir leider keine Lieferung an."
NO_DELIVERY = "Diese Filiale bietet keine Lieferung an."
NO_DINE_IN = "Diese Filiale bietet kein Dine In an."
NO_TAKEAWAY = "Diese Filiale bietet keine Abholung an."
BOTH_TYPES = "Bitte wählen Sie entweder Lieferung oder Dine In."
APPOINTMENT_REQUIRED = "Bitte wählen Sie einen Termin aus."
# a product's lead time: why a time is needed, and the first one possible
LEAD_TIME = "{name} benötigt eine Vorlaufzeit von {duration}."
APPOINTMENT_FROM = "Bitte wählen Sie einen Termin ab {when}."
LEAD_TIME_UNITS = {
    "minutes": ("Minute", "Minuten"),
    "hours": ("Stunde", "Stunden"),
    "days": ("Tag", "Tagen"),
    "weeks": ("Woche", "Wochen"),
}
APPOINTMENT_CLOSED = (
    "Zum ausgewählten Zeitpunkt haben wir leider geschlossen. "
    "Bitte wählen Sie einen Termin während unserer Öffnungszeiten."
)
MINIMUM_ORDER_VALUE = "Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht."
TERMS = "Bitte akzeptieren Sie die AGB."
PRIVACY = "Bitte akzeptieren Sie die Datenschutzerklärung."
PAYMENT_NOT_OFFERED = "Diese Zahlungsart wird nicht angeboten."
ONLINE_PAYMENT_NOT_FINAL = (
    "Eine Online-Zahlung ist für diese Bestellung nicht möglich, weil der Endpreis noch nicht feststeht. "
    "Bitte wählen Sie eine andere Zahlungsart."
)
TABLE_MISSING = "Diesen Tisch gibt es in dieser Filiale nicht."
AREA_MISSING = "Dieses Liefergebiet gibt es in dieser Filiale nicht."
NOT_DELIVERED = "Wir liefern leider nicht an die PLZ {postcode}."
AREA_OF_POSTCODE = "Die PLZ {postcode} gehört zum Liefergebiet „{area}“."
DONATEE_MISSING = "Diese Organisation gibt es nicht."
