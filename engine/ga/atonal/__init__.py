"""GA's atonal domain as the ICV skills use it: every pitch-class set, its vector, its Forte label, its neighbors.

- `sets`: `PitchClassSet.Items` (the 4,096 sets in id order) and the vector as GA writes it.
- `forte`: `CanonicalForteCatalog`, Forte's labels of GA's set classes, from a label to a set and back.
- `grothendieck`: `GrothendieckService.FindNearby` and the delta and cost it ranks by.
"""
from .forte import forte_label
from .grothendieck import COST_PER_STEP, Nearby, find_nearby
from .sets import ITEMS, PcSet, icv_text, members

__all__ = ["COST_PER_STEP", "ITEMS", "Nearby", "PcSet", "find_nearby", "forte_label", "icv_text", "members"]
