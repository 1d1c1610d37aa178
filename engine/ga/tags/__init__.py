"""GA's symbolic tags: the registry that puts 188 names on 12 bits, and the famous chords.

`tag_registry()` builds SymbolicTagRegistry as GA's `Initialize` does
(`Common/GA.Business.Config/Configuration/SymbolicTagRegistry.cs` 46-111 at the pin, snapshot
c781df5c): the bits' sources in that order, because insertion order decides the substring
fallback. Main is the same.
"""
from __future__ import annotations

from functools import lru_cache

from .catalogs import IconicChord, catalog_names, iconic_chords, semantic_tags
from .iconic import find_iconic_chord
from .registry import Bit, SymbolicTagRegistry, Tag, has_digit, normalize

# Where each bit's tags come from, in GA's order of registration (46-111): a
# SemanticNomenclature category, a technique catalog, or the famous chords' names.
SEMANTIC_BITS_FIRST = {"Structure": 0, "Register": 1, "Playability": 2, "CAGED": 5}
SEMANTIC_BITS_LATER = {"Mood": 6, "Genre": 7}
CATALOG_BITS_FIRST = {"GuitarTechniques.yaml": 3, "ArticulationTechniques.yaml": 4}
CATALOG_BITS_LATER = {"AdvancedHarmony.yaml": 8, "VoiceLeading.yaml": 9,
                      "AtonalTechniques.yaml": 10, "KeyModulationTechniques.yaml": 10}
ICONIC_BIT = 11
SYMBOLIC_DIMENSIONS = 12  # SymbolicVectorService.Dimension (SymbolicVectorService.cs 13)


@lru_cache(maxsize=None)
def tag_registry() -> SymbolicTagRegistry:
    """GA's registry, built once in GA's order; do not change it."""
    registry = SymbolicTagRegistry()
    register_semantic(registry, SEMANTIC_BITS_FIRST)
    for yaml_file, bit in CATALOG_BITS_FIRST.items():
        registry.register_all(catalog_names(yaml_file), bit)
    register_semantic(registry, SEMANTIC_BITS_LATER)
    for yaml_file, bit in CATALOG_BITS_LATER.items():
        registry.register_all(catalog_names(yaml_file), bit)
    for chord in iconic_chords():
        registry.register_all((chord.name, *chord.alternate_names), ICONIC_BIT)
    return registry


def register_semantic(registry: SymbolicTagRegistry, bits: dict[str, Bit]) -> None:
    """Register the SemanticNomenclature tags of some categories, in file order."""
    for _category, tag in semantic_tags():
        if tag_category(tag) in bits:
            registry.register(tag, bits[tag_category(tag)])


def tag_category(tag: str) -> str:
    """The first category holding a tag with this id, ignoring case (SemanticConfig.fs)."""
    return next(category for category, t in semantic_tags() if t.lower() == tag.lower())


def tag_sources() -> dict[Bit, str]:
    """Where the registry takes each bit's tags from, in words, bit by bit."""
    sources: dict[Bit, list[str]] = {}
    for category, bit in {**SEMANTIC_BITS_FIRST, **SEMANTIC_BITS_LATER}.items():
        sources.setdefault(bit, []).append(f"SemanticNomenclature, {category}")
    for yaml_file, bit in {**CATALOG_BITS_FIRST, **CATALOG_BITS_LATER}.items():
        sources.setdefault(bit, []).append(yaml_file)
    sources[ICONIC_BIT] = ["IconicChords"]
    return {bit: ", ".join(sources[bit]) for bit in sorted(sources)}


__all__ = [
    "Bit", "ICONIC_BIT", "IconicChord", "SYMBOLIC_DIMENSIONS", "SymbolicTagRegistry", "Tag",
    "find_iconic_chord", "has_digit", "iconic_chords", "normalize", "tag_registry", "tag_sources",
]
