"""The chat path behind the intent router: the agent router, the voicing agent, the chat endpoint."""
