"""GA's chord names in a picture's caption, with the words in them said in the reader's language.

GA names a two-note voicing by its notes and interval ("C + E (Major 3rd)"), a one-note one
"E (unison)", a set without a chord name by its Forte label ("Forte 4-9 (tetrachord)"). In a
table such a name is GA's literal; a picture's caption is ours, so the words in brackets are
a phrase each language's catalog translates, and the notes and labels stay as GA writes them.
"""
from __future__ import annotations

import re

from ..table import Cell, phrase

WORDS_IN_BRACKETS = re.compile(r"(?P<name>.+) \((?P<words>[A-Za-z][A-Za-z0-9 ]*)\)")


def caption(name: str) -> Cell:
    """A GA name as a caption: its bracketed words a phrase, the rest a literal.

    >>> caption("C + E (Major 3rd)")
    Phrase(template='{name} ({words})', values={'name': 'C + E', 'words': Phrase(template='Major 3rd', values={})})
    >>> caption("G7(shell)/B"), caption("Cmaj7")
    ('G7(shell)/B', 'Cmaj7')
    """
    found = WORDS_IN_BRACKETS.fullmatch(name)
    if found is None:
        return name
    return phrase("{name} ({words})", name=found["name"], words=phrase(found["words"]))
