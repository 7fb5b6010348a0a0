"""The heat loss sheet left with the customer."""

from . import emitters, survey

# Mean water temperature (°C) of a heat pump running at 50 °C flow, 40 °C return.
HEAT_PUMP_MEAN_WATER = 45.0


def sheet(summary, mean_water=HEAT_PUMP_MEAN_WATER):
    house = summary.house
    lines = [
        f"Heat loss: {house.name}, {house.town} (design {summary.outside:.1f} °C outside)",
        "",
        f"{'Room':<16}{'Temp':>5}{'Fabric':>9}{'Air':>8}{'Total':>8}  Radiator",
    ]
    for row in summary.rooms:
        room = house.room(row.room)
        radiator = emitters.choose(row.total, mean_water, room.temperature)
        lines.append(
            f"{row.room:<16}{room.temperature:>4.0f}°{row.fabric:>8.0f}W{row.ventilation:>7.0f}W"
            f"{row.total:>7.0f}W  {radiator or 'none big enough'}"
        )
    size = survey.heat_pump_size(summary.total)
    lines += [
        "",
        f"Whole house {summary.total:.0f} W, {summary.watts_per_m2:.0f} W/m² over {house.floor_area:.1f} m²",
        f"Heat pump {size:g} kW" if size else "No single heat pump covers this house",
        f"Heat needed a year {survey.annual_demand(summary):,.0f} kWh",
    ]
    return "\n".join(lines) + "\n"
