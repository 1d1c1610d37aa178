"""GA's voicing-search query: the reader (TypedMusicalQueryExtractor) and what it reads.

`read_query(text)` gives a `QueryReading` with `chord`, `root`, `pitch_classes`, `mode`, `tags`,
`instrument` and `has_intent`, as GA's reader and `HasIntent` give them at the pin and on main.
"""
from .examples import draft_answer, example_queries
from .reader import QueryReading, modes, read_query

__all__ = ["QueryReading", "draft_answer", "example_queries", "modes", "read_query"]
