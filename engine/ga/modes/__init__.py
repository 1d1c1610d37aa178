"""GA's catalogs of modes (`GA.Business.Config`): the tonal families of Modes.yaml and the atonal families by vector."""
from __future__ import annotations

from .atonal import AtonalFamily, AtonalMode, atonal_families, by_forte_number, by_icv, symmetric_families, unnamed_families
from .catalog import ModalFamily, Mode, modal_families, modes_yaml

__all__ = ["AtonalFamily", "AtonalMode", "ModalFamily", "Mode", "atonal_families", "by_forte_number", "by_icv",
           "modal_families", "modes_yaml", "symmetric_families", "unnamed_families"]
