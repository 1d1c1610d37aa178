"""The engine's one exception family: our mistakes and the author's, never GA's answers."""


class EngineError(ValueError):
    """Something the engine was asked for does not exist or does not hold."""


class UnknownName(EngineError):
    """A lesson, table or figure that the engine does not have."""

    def __init__(self, kind: str, name: str, known: list[str], where: str = ""):
        self.kind, self.name, self.known = kind, name, known
        place = f" in {where}" if where else ""
        super().__init__(f"unknown {kind} {name!r}{place}{_closest(name, known)}; known: {', '.join(known) or '(none)'}")


class ProbeError(EngineError):
    """A question of a lesson's probe raised: the message names the question and where in the engine."""


class DataError(EngineError):
    """A data file the engine reads is malformed."""


def _closest(name: str, known: list[str]) -> str:
    import difflib

    near = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
    return f" (did you mean {' or '.join(repr(n) for n in near)}?)" if near else ""
