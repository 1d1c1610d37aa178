"""ModesSkill: a mode, a family or an overview from GA's modes catalog, and the mode names its CanHandle accepts.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ModesSkill.cs`:
ExecuteAsync (152-211) lower-cases the question and tries the atonal catalog first
(TryAnswerAtonal 560-626: a vector, a Forte number with a word that says so, symmetric or
unnamed families, any atonal word), then a family asked for its modes, a mode named in the
question, a family named in it, an overview, and otherwise the major scale's family. A mode is
found by the longest of every mode's names and alternate names the question contains, the
catalog's order between names of one length (TryFindModeByName 232-257, a stable sort); a
family by the longest of its names the question contains, else by all the words of a longer
name (TryFindFamilyByName 308-360). Names: ExtractNameAliases (289-306: a name, and for
"Diminished (Half-Whole)" also the parts before and inside the brackets, lowercased). The
families are the catalog's without those named "... Chord Family" or "... Triad Family",
ignoring case (GetTonalModalFamilies 522-532: "All Interval Tetrachord Family" goes too).
CanHandle (104-146) takes a lead-in followed by nothing but a family's or a mode's name (not an
alternate name): `gates.modes`. The answers' texts: `modes_answers`. Words: `data/modes_markers.tsv`.
Main: the same file (the course).
"""
from __future__ import annotations

from functools import lru_cache

from ...dotnet_text import contains_ignore_case, lower_invariant, utf16_length
from ...modes import ModalFamily, Mode, by_forte_number, by_icv, modal_families
from ..data import contains_any, gates
from ..responses import AgentResponse
from . import modes_answers as say
from .modes_answers import strip_family

SKILL = "ModesSkill"
MARKERS = "modes_markers.tsv"
SHORT_TOKEN = 2  # AllTokensPresent (350-360) skips words of two letters or fewer


def name_aliases(name: str) -> list[str]:
    """ExtractNameAliases: the lowercased name, then its parts around a bracket.

    >>> name_aliases("Diminished (Half-Whole)")
    ['diminished (half-whole)', 'diminished', 'half-whole']
    """
    trimmed = name.strip()
    if not trimmed:
        return []
    aliases = [lower_invariant(trimmed)]
    opening, closing = trimmed.find("("), trimmed.find(")")
    if opening >= 0 and closing > opening:
        aliases += [lower_invariant(part) for part in (trimmed[:opening].strip(), trimmed[opening + 1:closing].strip())
                    if part]
    return aliases


@lru_cache(maxsize=None)
def tonal_families() -> tuple[ModalFamily, ...]:
    """GetTonalModalFamilies: the catalog's families without the chord and triad ones."""
    excluded = gates(SKILL)["chord_family_word"]
    return tuple(f for f in modal_families() if not any(contains_ignore_case(f.name, w) for w in excluded))


@lru_cache(maxsize=None)
def mode_name_set() -> frozenset[str]:
    """Every alias of every tonal family's name and of its modes' names (CanHandle's, 137-144)."""
    names = [f.name for f in tonal_families()] + [m.name for f in tonal_families() for m in f.modes]
    return frozenset(alias for name in names for alias in name_aliases(name))


def is_mode_name(lower: str) -> bool:
    """Whether a lowercased remainder equals a family's or a mode's alias.

    >>> is_mode_name("dorian"), is_mode_name("dm7 up a whole step"), is_mode_name("major triad")
    (True, False, False)
    """
    return lower in mode_name_set()


@lru_cache(maxsize=None)
def mode_aliases() -> tuple[tuple[str, ModalFamily, Mode], ...]:
    """Every (alias, family, mode) of the modes' names and alternate names, longest first, the catalog's order kept."""
    return aliases_of((family, mode, mode.name) for family in tonal_families() for mode in family.modes)


def aliases_of(named) -> tuple[tuple[str, ModalFamily, Mode], ...]:
    """(alias, family, mode) for each (family, mode, the mode's name) and its alternate names, longest first.

    Lesson 26 also gives each mode the name Modes.yaml writes, to ask what the skill would find if YAML read it whole.
    """
    found = [(alias, family, mode) for family, mode, mode_name in named
             for name in (mode_name, *(n for n in mode.alternate_names if n.strip()))
             for alias in name_aliases(name)]
    return tuple(sorted(found, key=lambda entry: -utf16_length(entry[0])))


def find_mode(query: str, aliases: tuple | None = None) -> tuple[ModalFamily, Mode] | None:
    """TryFindModeByName: the first alias, longest first, that the lowercased question contains."""
    return next(((family, mode) for alias, family, mode in aliases or mode_aliases() if alias.strip() and alias in query),
                None)


@lru_cache(maxsize=None)
def family_aliases() -> tuple[tuple[ModalFamily, str, int], ...]:
    """Every (family, alias, its length) of the families' names without " Family", in the catalog's order."""
    return tuple((family, alias, utf16_length(alias)) for family in tonal_families()
                 for alias in name_aliases(strip_family(family.name)))


def find_family(query: str) -> ModalFamily | None:
    """TryFindFamilyByName: the longest family name the question contains, else the longest whose words it has."""
    best, best_length, by_words, words_length = None, 0, None, 0
    for family, alias, length in family_aliases():
        if alias in query and length > best_length:
            best, best_length = family, length
        elif all_words_present(query, alias) and length > words_length:
            by_words, words_length = family, length
    return best or by_words


def all_words_present(query: str, name: str) -> bool:
    """AllTokensPresent: a name of two words or more whose every word longer than two letters is in the question."""
    words = [w for w in name.split(" ") if w]
    return len(words) >= 2 and all(w in query for w in words if len(w) > SHORT_TOKEN)


def answer(message: str, at: str = "pin") -> AgentResponse:
    """ExecuteAsync: the atonal catalog, a family's modes, a mode, a family, an overview, or the major scale's modes."""
    original = message or ""
    query = lower_invariant(original)
    atonal = atonal_answer(query, original)
    if atonal is not None:
        return atonal
    families, words = tonal_families(), gates(SKILL, MARKERS)
    family = find_family(query)
    if family is not None and contains_any(query, words["family_listing"]):
        return say.family(family, len(families))
    found = find_mode(query)
    if found is not None:
        return say.single_mode(*found)
    if family is not None:
        return say.family(family, len(families))
    if contains_any(query, words["broad_overview"]):
        return say.all_families(families)
    diatonic = next((f for f in families if any(contains_ignore_case(f.name, w) for w in words["diatonic_family"])), None)
    return say.family(diatonic, len(families)) if diatonic is not None else say.all_families(families)


def atonal_answer(query: str, original: str) -> AgentResponse | None:
    """TryAnswerAtonal: a vector, a Forte number, the symmetric or unnamed families, or the catalog's summary."""
    words = gates(SKILL, MARKERS)
    vector = words["icv"].search(original)
    if vector:
        family = by_icv(vector.group(0))
        return say.atonal_family(family) if family is not None else say.no_such_vector(vector.group(0))
    forte = words["forte"].search(original)
    if forte and contains_any(query, words["forte_context"]):
        found = by_forte_number(forte.group(0))
        return say.forte_results(forte.group(0), found) if found else say.no_such_forte_number(forte.group(0))
    if contains_any(query, words["symmetric"]):
        return say.symmetric_listing()
    if contains_any(query, words["unnamed"]):
        return say.unnamed_listing()
    if contains_any(query, words["atonal"]):
        return say.atonal_summary()
    return None
