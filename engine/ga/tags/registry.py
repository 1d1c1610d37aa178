"""GA's SymbolicTagRegistry: 188 tag names, each on one of the 12 bits of the SYMBOLIC partition.

Follows `Common/GA.Business.Config/Configuration/SymbolicTagRegistry.cs` at the pin (snapshot
c781df5c, whose lines the lesson links at a826864): the build order (`Initialize`, 46-111), the
generic catalogs' walk (113-164), registering with hyphen-less copies (166-194) and the lookup
with its substring fallback (196-220). Main is the same (the lesson: "the reader and the tag
registry are unchanged").
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Iterator

Tag = str  # a registry key, e.g. "drop-2-voicings": lower case, hyphens for spaces
Bit = int  # 0..11, a dimension of the SYMBOLIC partition


def normalize(word: str) -> Tag:
    """A word as the registry keys it: lower case, trimmed, spaces and underscores as hyphens.

    Nothing else is touched: "Messiaen’s Mode 2 (Octatonic)" keeps its ’ and parentheses.

    >>> normalize(" Drop 2 Voicings"), normalize("register_low"), normalize("Prime (P)")
    ('drop-2-voicings', 'register-low', 'prime-(p)')
    """
    return word.lower().strip().replace(" ", "-").replace("_", "-")


def has_digit(tag: Tag) -> bool:
    """Whether a character of the tag is a decimal digit (C#'s char.IsDigit, not str.isdigit).

    >>> has_digit("drop-2-voicings"), has_digit("x²"), has_digit("jazz")
    (True, False, False)
    """
    return any(unicodedata.category(ch) == "Nd" for ch in tag)


@dataclass
class SymbolicTagRegistry:
    """Tag -> bit, in insertion order, which decides what the substring fallback finds first."""

    bits: dict[Tag, Bit] = field(default_factory=dict)
    _found: dict[str, Tag | None] = field(default_factory=dict, repr=False, compare=False)  # lookups so far

    def register(self, word: str, bit: Bit) -> None:
        """Add a tag under a bit, and its hyphen-less copy if it has a digit (166-194)."""
        if not word.strip():
            return
        self._found.clear()
        tag = normalize(word)
        self.bits[tag] = bit  # a dict overwrites in place, as C#'s indexer does
        # GA's 2026-05-12 fix so that "drop2" finds "drop-2-voicings"; the copy never
        # overwrites (TryAdd), so it sits right after its first source.
        copy = tag.replace("-", "")
        if has_digit(tag) and copy and copy != tag:
            self.bits.setdefault(copy, bit)

    def register_all(self, words: Iterable[str], bit: Bit) -> None:
        for word in words:
            self.register(word, bit)

    def bit_of(self, word: str) -> Bit | None:
        """The bit a word reaches: its own key, else the first key inside it or holding it.

        The registry has no minimum length; the query reader's three letters are its own rule.
        """
        key = self.key_of(word)
        return None if key is None else self.bits[key]

    def key_of(self, word: str) -> Tag | None:
        """The key whose bit a word reaches (196-220), or None."""
        if not word.strip():
            return None
        wanted = normalize(word)
        if wanted in self.bits:
            return wanted
        if wanted not in self._found:
            self._found[wanted] = next((key for key in self.bits if key in wanted or wanted in key), None)
        return self._found[wanted]

    def __iter__(self) -> Iterator[Tag]:
        """The keys in insertion order (`GetAllKnownTags`, 222)."""
        return iter(self.bits)

    def __len__(self) -> int:
        return len(self.bits)

    def tags_on(self, bit: Bit) -> list[Tag]:
        """The keys on one bit, in insertion order."""
        return [tag for tag, b in self.bits.items() if b == bit]

    def hyphenless_copies(self) -> list[Tag]:
        """The keys that repeat another key without its hyphens, in insertion order."""
        spelled = {tag.replace("-", ""): tag for tag in self.bits if "-" in tag}
        return [tag for tag in self.bits if "-" not in tag and tag in spelled]
