"""The site's macro layer: a mkdocs plugin that splices the engine's tables and figures into lesson pages."""
