"""The excerpt: lines as entries, scoring and rarity, locating the failure, the budgeted excerpt itself."""
