"""The fixed texts of GA's four atonal skills (`data/atonal_texts.tsv`), by skill and name, their fields filled."""
from __future__ import annotations

from functools import lru_cache

from ..data import rows

DOC_COMMENT = "doc comment"


@lru_cache(maxsize=None)
def texts(skill: str) -> dict[str, str]:
    """A skill's texts by name (a name given twice, the doc comment's phrasings, is kept by `phrasings`)."""
    return {name: text for owner, name, _where, text in rows("atonal_texts.tsv", 4) if owner == skill}


@lru_cache(maxsize=None)
def phrasings(skill: str) -> tuple[str, ...]:
    """The surface forms the skill's doc comment gives, in its order."""
    return tuple(text for owner, name, _where, text in rows("atonal_texts.tsv", 4)
                 if owner == skill and name == DOC_COMMENT)


def filled(skill: str, name: str, **values: object) -> str:
    """A text with its fields in braces replaced by name; a brace GA prints itself stays.

    >>> filled("SetTheoryEquivalenceSkill", "TI yes", operation="pure transposition")[-35:]
    'relationship is pure transposition.'
    """
    text = texts(skill)[name]
    for field, value in values.items():
        text = text.replace("{" + field + "}", str(value))
    return text
