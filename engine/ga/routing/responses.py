"""GA's AgentResponse: what a skill or an agent answers (`Common/GA.Business.ML/Agents/AgentResponse.cs`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ...errors import EngineError


@dataclass(frozen=True)
class AgentResponse:
    """An answer: who gives it, its text, its confidence, the evidence it cites."""

    agent_id: str
    result: str
    confidence: float | None  # None: not modelled (a voicing search's top score)
    evidence: tuple[str, ...] = ()
    declined: bool = False  # main's AgentResponse.Declined: a refusal a caller may route elsewhere
    assumptions: tuple[str, ...] = ()
    data: Mapping[str, Any] | None = field(default=None, hash=False)  # Data, by the names its JSON carries


class NotModelled(EngineError):
    """A path of GA's code the lesson's questions never take, which this model leaves out."""
