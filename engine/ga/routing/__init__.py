"""GA's routing of a chat question, without embeddings: hints, SKILL.md triggers, intents, agents.

The parts, each following GA's files at the pin (snapshot c781df5c, which matches every line
the lesson links at a826864) and saying what differs on main (f4f5b4a, whose code is not
available: main's changes are modelled from lesson 25's quotes and l25-main.txt):

- `hints`: DefaultRoutingHintProvider's 21 rules (+0.06 each); same on main.
- `skill_md`: the 18 SKILL.md skills, their triggers and SkillMdDrivenSkill.CanHandle; same on main.
- `prompts`: the 36 intents in registration order and their example prompts; main adds five
  (inferred: FretSpanSkill's, texts unknown).
- `registrations`: the 50 IOrchestratorSkill registrations; same on main.
- `skills`: each skill's CanHandle and the answers the lesson reaches (ChordInfoSkill,
  ChordSubstitutionSkill, the SKILL.md wrappers); assumed the same on main.
- `intent_router`: SemanticIntentRouter offline: nothing at the pin, main's keyword fallback.
- `agents`: SemanticRouter (throws at the pin, keywords on main), VoicingAgent, and the chat
  endpoint (HTTP 500 at the pin; main's "unavailable" fallback).
- `services`: the chat interfaces the host resolves by Chatbot:Mode, and its four hooks; pin only.
- `hooks`, `algebra`, `notation`: PromptSanitizationHook, the algebra fast path (IxAlgebraService),
  the VexTab blocks under an answer's diagrams.
- `endpoint`, `wire`, `logs`: the two chat endpoints as calls (status, body, the host's log lines),
  the event stream's splitter, writers and readers, the log events.
- `skills.icv_neighbors`, `skills.interval_class_vector`: the two ICV skills' answers, over
  `engine.ga.atonal`; main only marks their refusal Declined (lesson 22).
"""
from .agents.chat import ChatReply
from .endpoint import HttpReply
from .agents.router import DEFAULT_SCORE as VOICING_DEFAULT_SCORE
from .agents.router import keywords as agent_keywords
from .hints import BOOST, hint_rules, hinted_intents, routing_deltas
from .host import ChatbotHost
from .intent_router import IntentMatch
from .logs import LogLine
from .prompts import Intent, corpus_transpose_prompts
from .registrations import Registration
from .responses import AgentResponse, NotModelled
from .skill_md import SkillMd, skill_md, triggers_in

__all__ = [
    "BOOST", "VOICING_DEFAULT_SCORE", "AgentResponse", "agent_keywords", "corpus_transpose_prompts", "ChatReply", "ChatbotHost", "HttpReply", "Intent", "IntentMatch", "LogLine", "NotModelled",
    "Registration", "SkillMd", "hint_rules", "hinted_intents", "routing_deltas", "skill_md", "triggers_in",
]
