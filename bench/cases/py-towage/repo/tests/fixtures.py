"""Vessels and the fleet used across the tests."""

from datetime import datetime

from towage.fleet import Tug
from towage.jobs import TideTable
from towage.vessels import Vessel


def coaster():
    return Vessel("Solent Trader", "9074729", "general cargo", 2_950, 89.0, 14.0, 5.4)


def feeder():
    return Vessel("Nordic Feeder", "9304150", "container", 9_980, 134.0, 22.5, 8.2,
                  bow_thruster=True)


def bulker():
    return Vessel("Cape Heron", "9175121", "bulk", 38_200, 225.0, 32.3, 12.1)


def box_ship():
    return Vessel("Maersk Elba", "9623013", "container", 94_500, 299.0, 48.2, 14.6)


def fleet():
    return [
        Tug("Hamble", 62.0),
        Tug("Itchen", 55.0),
        Tug("Test", 70.0),
        Tug("Beaulieu", 38.0, azimuth=False),
        Tug("Meon", 45.0),
    ]


def spring_tide():
    """Low water 04:10 at 0.6 m, high water 10:10 at 4.6 m (a 4.0 m range)."""
    return TideTable(
        low_water=datetime(2024, 5, 13, 4, 10),
        low_height=0.6,
        high_water=datetime(2024, 5, 13, 10, 10),
        high_height=4.6,
    )
