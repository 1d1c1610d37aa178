"""CanonicalForteCatalog: Forte's labels for GA's set classes, from a label to a set and back.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Core/Theory/Atonal/CanonicalForteCatalog.cs`:
the stored table (CoreData, 26-161: sizes 1 to 6, with the Z marker, `data/canonical_forte.tsv`),
TryGetPrimeForm (191-228) and TryGetForteLabel (251-279). Sizes 7 to 11 borrow the complement's
index and Z marker; the empty set is "0-1" and the aggregate "12-1". A set's prime form is GA's:
the least id among its 24 transpositions and inversions (`PitchClassSetId.cs` 133-156), which
`prime_mask` computes. The course: the catalog is the same on main (lesson 24's tables agree).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ...music.pitch_class import OCTAVE
from ...music.set_class import FULL, prime_mask
from ..datafile import read_rows
from ..dotnet_text import is_blank, trim, try_parse_int, upper_invariant
from .sets import PcSet, members

DATA = Path(__file__).resolve().parent / "data"
PC_DIGITS = "0123456789TE"  # Forte's prime forms write 10 and 11 as T and E
Label = str  # e.g. "4-Z15", "7-35"
TRIVIAL = {0: 0, OCTAVE: FULL}  # the sizes GA labels "n-1" without its table: the empty set, the aggregate


@lru_cache(maxsize=None)
def stored() -> dict[Label, PcSet]:
    """CoreByLabel: the table's labels (upper case) and the sets stored for them, sizes 1 to 6, in GA's order."""
    return {label.upper(): sum(1 << PC_DIGITS.index(c) for c in form)
            for label, form in read_rows(DATA / "canonical_forte.tsv", 2)}


@lru_cache(maxsize=None)
def label_by_prime() -> dict[PcSet, Label]:
    """The reverse map GA keys on each stored set's prime form (BuildReverse, 233-242)."""
    return {prime_mask(members(s)): label for label, s in stored().items()}


def prime_form(label: str | None) -> PcSet | None:
    """TryGetPrimeForm: the set a label names, or None where GA answers false.

    >>> [members(prime_form(x)) for x in ("3-11", "4-z15", "8-Z15", "12-1")]
    [(0, 3, 7), (0, 1, 4, 6), (0, 1, 2, 3, 4, 6, 8, 9), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)]
    >>> prime_form("4-15"), prime_form("13-1"), prime_form("3-"), prime_form("0-Z1")
    (None, None, None, None)
    """
    if is_blank(label):
        return None
    label = upper_invariant(trim(label))
    size_text, dash, index = label.partition("-")
    size = try_parse_int(size_text)
    if not dash or not size_text or not index or size is None or not 0 <= size <= OCTAVE:
        return None
    if size in TRIVIAL:
        return TRIVIAL[size] if index == "1" else None
    if size <= OCTAVE // 2:
        return stored().get(label)
    complement = stored().get(f"{OCTAVE - size}-{index}")
    return None if complement is None else prime_mask(members(FULL ^ complement))


@lru_cache(maxsize=None)
def forte_label(pc_set: PcSet) -> Label | None:
    """TryGetForteLabel: Forte's label of the set's class, sizes above 6 by the complement's; None if GA has none.

    >>> forte_label(145), forte_label(0b101010110101), forte_label(0), forte_label(FULL)
    ('3-11', '7-35', '0-1', '12-1')
    """
    size = pc_set.bit_count()
    if size in TRIVIAL:
        return f"{size}-1"
    if size <= OCTAVE // 2:
        return label_by_prime().get(prime_mask(members(pc_set)))
    complement = label_by_prime().get(prime_mask(members(FULL ^ prime_mask(members(pc_set)))))
    return None if complement is None else f"{size}-{complement.partition('-')[2]}"

