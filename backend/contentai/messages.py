"""German texts of the AI content functions (what the back office shows and the API answers)."""

DISABLED = "Die KI-Funktionen sind nicht eingerichtet."
RATE_LIMITED = "Zu viele KI-Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut."
MONTHLY_CAP = (
    "Das monatliche Kontingent von {limit} KI-Anfragen ist aufgebraucht. "
    "Im nächsten Monat stehen wieder Anfragen zur Verfügung."
)
SIZE = "Bitte wählen Sie eine dieser Größen: {sizes}."

# the provider's failures (the job's German error)
TIMEOUT = "Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut."
PROVIDER_BUSY = "Der KI-Dienst ist gerade ausgelastet (zu viele Anfragen). Bitte versuchen Sie es später erneut."
PROVIDER_DOWN = "Der KI-Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut."
PROVIDER_REFUSED = "Der KI-Dienst hat die Anfrage abgelehnt (HTTP {status}). Bitte prüfen Sie die Einstellungen."
UNREACHABLE = "Der KI-Dienst ist nicht erreichbar. Bitte prüfen Sie die Einstellungen (AI_BASE_URL)."
MALFORMED = "Die Antwort des KI-Dienstes konnte nicht gelesen werden. Es wurde nichts geändert."
NO_BLOCKS = "Der KI-Dienst hat keinen Vorschlag geliefert. Es wurde nichts geändert."
NO_IMAGE = "Der KI-Dienst hat kein Bild geliefert."
IMAGE_REFUSED = "Das erzeugte Bild konnte nicht in der Mediathek gespeichert werden ({reason})."
SITE_GONE = "Die Seite gibt es nicht mehr."

# what the job says it is doing
SITE_LABEL = "KI-Entwurf für „{name}“"
IMAGE_LABEL = "KI-Bild: {prompt}"
PAGE_FIELDS = "Seitenangaben"
BLOCK_UNKNOWN = "Unbekannter Blocktyp „{type}“."
