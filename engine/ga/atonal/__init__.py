"""GA's atonal domain as the ICV skills use it: every pitch-class set, its vector, its Forte label, its neighbors.

- `sets`: `PitchClassSet.Items` (the 4,096 sets in id order) and the vector as GA writes it.
- `forte`: `CanonicalForteCatalog`, Forte's labels of GA's set classes, from a label to a set and back.
- `delta`: `GrothendieckDelta`, the signed difference of two vectors, its norms and GA's reading of it.
- `grothendieck`: `GrothendieckService.FindNearby` and `FindShortestPath`.
"""
from .forte import forte_label
from .delta import COST_PER_STEP, Delta, from_icvs
from .grothendieck import Nearby, find_nearby, find_shortest_path
from .sets import ITEMS, PcSet, icv_text, members, vector

__all__ = ["COST_PER_STEP", "ITEMS", "Delta", "Nearby", "PcSet", "find_nearby", "find_shortest_path", "forte_label",
           "from_icvs", "icv_text", "members", "vector"]
