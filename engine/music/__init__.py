"""Music theory the lessons need, one idea per module; nothing here knows GA."""
