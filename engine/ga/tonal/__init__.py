"""GA's tonal domain as the chatbot's key skills use it.

- `keys`: `Key.Items`, the 30 keys, and the notes GA spells for each.
- `key_naming`: KeyNaming (ScaleInfoSkill's and RelativeKeySkill's key lookups).
- `key_identification`: KeyIdentificationService, at the pin and at 6baf32e (lessons 11-13).
"""
