"""The mode and family names ModesSkill.CanHandle accepts, from GA's Modes.yaml.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ModesSkill.cs`:
GetTonalModalFamilies (522-532: families named "... Chord Family" or "... Triad Family" left
out) and ExtractNameAliases (289-306: a name, and for "Diminished (Half-Whole)" also the parts
before and inside the brackets, all lowercased), over `ModesConfig.GetModalFamilies`
(`Common/GA.Business.Config/ModesConfig.fs` 245-259: families with at least one mode).
Names: `data/mode_names.tsv`. Main assumed the same.
"""
from __future__ import annotations

from functools import lru_cache

from ..data import gates, rows


def name_aliases(name: str) -> list[str]:
    """ExtractNameAliases: the lowercased name, then its parts around a bracket.

    >>> name_aliases("Diminished (Half-Whole)")
    ['diminished (half-whole)', 'diminished', 'half-whole']
    """
    trimmed = name.strip()
    if not trimmed:
        return []
    aliases = [trimmed.lower()]
    opening, closing = trimmed.find("("), trimmed.find(")")
    if opening >= 0 and closing > opening:
        aliases += [part.lower() for part in (trimmed[:opening].strip(), trimmed[opening + 1:closing].strip()) if part]
    return aliases


@lru_cache(maxsize=None)
def modal_families() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The tonal modal families, each with its modes' names, in Modes.yaml's order."""
    families: list[tuple[str, list[str]]] = []
    for kind, _line, name in rows("mode_names.tsv", 3):
        if kind == "family":
            families.append((name, []))
        else:
            families[-1][1].append(name)
    excluded = [w.lower() for w in gates("ModesSkill")["chord_family_word"]]
    return tuple((family, tuple(modes)) for family, modes in families
                 if modes and not any(w in family.lower() for w in excluded))


@lru_cache(maxsize=None)
def mode_name_set() -> frozenset[str]:
    """Every alias of every tonal family and of its modes."""
    names = [family for family, _ in modal_families()] + [m for _, modes in modal_families() for m in modes]
    return frozenset(alias for name in names for alias in name_aliases(name))


def is_mode_name(lower: str) -> bool:
    """Whether a lowercased remainder equals a family's or a mode's alias.

    >>> is_mode_name("dorian"), is_mode_name("dm7 up a whole step"), is_mode_name("major triad")
    (True, False, False)
    """
    return lower in mode_name_set()
