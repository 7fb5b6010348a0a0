"""Bins: capacity, what is in them, and where a load can go."""


class BinFull(Exception):
    pass


class Bin:
    def __init__(self, name, capacity, crop_name=None):
        self.name = name
        self.capacity = capacity
        self.crop_name = crop_name
        self.bushels = 0.0

    @property
    def space(self):
        return round(self.capacity - self.bushels, 2)

    def fill(self, crop_name, bushels):
        if self.crop_name not in (None, crop_name):
            raise ValueError(f"bin {self.name} holds {self.crop_name}, not {crop_name}")
        if bushels > self.space:
            raise BinFull(f"bin {self.name} has room for {self.space} bu")
        self.crop_name = crop_name
        self.bushels = round(self.bushels + bushels, 2)

    def draw(self, bushels):
        if bushels > self.bushels:
            raise ValueError(f"bin {self.name} holds only {self.bushels} bu")
        self.bushels = round(self.bushels - bushels, 2)
        if self.bushels == 0:
            self.crop_name = None


class Yard:
    def __init__(self, bins):
        self.bins = list(bins)

    def place(self, crop_name, bushels):
        """Put a load in the first bin of that crop (or empty) with room; returns the bin."""
        for b in self.bins:
            if b.crop_name == crop_name and b.space >= bushels:
                b.fill(crop_name, bushels)
                return b
        for b in self.bins:
            if b.crop_name is None and b.space >= bushels:
                b.fill(crop_name, bushels)
                return b
        raise BinFull(f"no bin with room for {bushels} bu of {crop_name}")

    def on_hand(self, crop_name):
        return round(sum(b.bushels for b in self.bins if b.crop_name == crop_name), 2)
