"""French spacing before the tall punctuation marks: `accord lu : ses notes`, never `accord lu: ses notes`.

French sets a no-break space before : ; ! and ? (and inside « »), so a line never starts with the
mark. The catalogs and the pages write it themselves (U+00A0, or U+202F); `spaced` gives it to the
words the engine puts together in every language at once, the labels of the pictures whose markup
is the same on every page (engine/pictures), and `unspaced` finds where a text forgot it.
"""
from __future__ import annotations

import re

NO_BREAK = "\u00a0"
# A mark that ends a word or a phrase: after a letter, a digit or a closing sign, before a space or the end (so
# not "12:30", "https://", "ga.dsl@domain:" inside a word, nor "!=").
MARK = re.compile(r"(?<=[^\s\u00a0\u202f«]) ?([:;!?])(?=\s|$)")
SPACING = {"fr"}  # the languages that space them


def spaced(text: str, language: str) -> str:
    """`text` with the no-break space `language` writes before : ; ! ? (French), or as it is.

    >>> spaced("Em → A7: E→C# -3, G→G 0; Σ 5", "fr")
    'Em → A7\\xa0: E→C# -3, G→G 0\\xa0; Σ 5'
    >>> spaced("ScaleInfoSkill : B → A♭m, 12:30, http://x", "fr"), spaced("A7: E", "es")
    ('ScaleInfoSkill\\xa0: B → A♭m, 12:30, http://x', 'A7: E')
    """
    return MARK.sub(NO_BREAK + r"\1", text) if language in SPACING else text


def unspaced(text: str) -> list[str]:
    """Each place French spacing is missing: the mark with the words before it.

    >>> unspaced("hypothèse : une\\u00a0; deux: trois ?")
    ['hypothèse :', 'deux:', 'trois ?']
    """
    return [text[:m.start()].split()[-1] + m.group(0) for m in MARK.finditer(text)]
