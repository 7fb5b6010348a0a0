from brewday.recipe import Grain, Hop, Recipe


def pale_ale() -> Recipe:
    return Recipe(
        name="Pale Ale",
        batch_l=20.0,
        grains=[Grain("Maris Otter", 4.0), Grain("Crystal 60", 0.3, potential=250)],
        hops=[Hop("Cascade", 20, 6.0, 60), Hop("Cascade", 30, 6.0, 10)],
    )


US_STOUT = {
    "name": "Dry Stout",
    "batch_gal": 5,
    "grains": [["Pale 2-row", 7], ["Roasted barley", 1], ["Flaked barley", 1]],
    "hops": [["East Kent Goldings", 1.5, 5.0, 60]],
    "mash_f": 152,
}
