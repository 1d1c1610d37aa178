"""GA's atonal domain as the ICV skills use it: every pitch-class set, its vector, its Forte label, its neighbors.

- `sets`: `PitchClassSet.Items` (the 4,096 sets in id order), the vector as GA writes it, and
  `ForteCatalog`'s labels.
- `grothendieck`: `GrothendieckService.FindNearby` and the delta and cost it ranks by.
"""
from .grothendieck import COST_PER_STEP, Nearby, find_nearby
from .sets import ITEMS, PcSet, forte_label, icv_text, members

__all__ = ["COST_PER_STEP", "ITEMS", "Nearby", "PcSet", "find_nearby", "forte_label", "icv_text", "members"]
