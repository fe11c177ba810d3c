"""Django's password validators with clearer German texts (settings.AUTH_PASSWORD_VALIDATORS).

The minimum length keeps Django's own German text ('Dieses Passwort ist zu kurz. …').
"""

from django.contrib.auth import password_validation


class UserAttributeSimilarityValidator(password_validation.UserAttributeSimilarityValidator):
    def get_error_message(self):
        return "Das Passwort ist dem Feld „%(verbose_name)s“ zu ähnlich. Bitte wählen Sie ein anderes."


class CommonPasswordValidator(password_validation.CommonPasswordValidator):
    def get_error_message(self):
        return "Dieses Passwort wird zu häufig verwendet. Bitte wählen Sie ein anderes."


class NumericPasswordValidator(password_validation.NumericPasswordValidator):
    def get_error_message(self):
        return "Das Passwort darf nicht nur aus Ziffern bestehen."
