"""The chatbot host's chat services: what its two chat interfaces resolve to, and the hooks every request runs.

At the pin (snapshot c781df5c): `Apps/GaChatbot.Api/Extensions/ServiceCollectionExtensions.cs`
picks the host's IChatApplicationService by `Chatbot:Mode` (22-25, 45-50) and, in the
orchestrated modes, adds the orchestration stack whose IHarmonicChatOrchestrator is
ProductionOrchestrator (113-116; `ChatbotOrchestrationExtensions.cs` 163-167); GaPlugin registers
four IChatHook singletons (`GaPlugin.cs` 167-176), run in that order. Data:
`data/host_services.tsv`, `data/hooks.tsv`. Lesson 1 runs the pin only.
"""
from __future__ import annotations

from functools import lru_cache

from ...errors import UnknownName
from .data import rows

DEFAULT_MODE = "direct"  # ServiceCollectionExtensions.cs 22: Chatbot:Mode unset
COURSE_MODE = "full"  # the course starts the host with Chatbot:Mode=full


@lru_cache(maxsize=None)
def _services() -> dict[tuple[str, str], str]:
    return {(interface, mode): cls for interface, mode, cls, _where in rows("host_services.tsv", 4)}


def resolved(interface: str, mode: str = DEFAULT_MODE) -> str:
    """The class the host's container gives for an interface, in a Chatbot:Mode (read lowercased)."""
    found = _services().get((interface, mode.lower()))
    if found is None:
        known = sorted({f"{i} in {m}" for i, m in _services()})
        raise UnknownName("registration", f"{interface} in {mode}", known)
    return found


@lru_cache(maxsize=None)
def hooks() -> tuple[str, ...]:
    """GetServices<IChatHook>(): the hook classes, in the order they run."""
    return tuple(cls for cls, _line in rows("hooks.tsv", 2))
