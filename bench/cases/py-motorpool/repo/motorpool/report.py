"""The monthly fleet report pinned up in the transport office."""

from .charges import department_invoice
from .units import km_to_miles


def vehicle_lines(fleet, triplog, fuel):
    out = []
    for v in fleet:
        miles = km_to_miles(sum(t.distance_km for t in triplog.for_vehicle(v.registration)))
        cons = fuel.consumption(v.registration)
        economy = "-" if cons is None else "%.1f mpg" % cons[1]
        status = "" if v.in_service else " (withdrawn)"
        out.append("%-9s %-8s %7.1f mi  %s%s" % (v.registration, v.vehicle_class,
                                                 miles, economy, status))
    return out


def invoice_lines(fleet, diary, triplog, departments):
    out = []
    grand = 0.0
    for dept in departments:
        lines, total = department_invoice(fleet, diary, triplog, dept)
        out.append("%s: %d bookings, %.2f" % (dept, len(lines), total))
        grand += total
    out.append("Total recharged: %.2f" % grand)
    return out


def monthly_report(title, fleet, diary, triplog, fuel, departments):
    parts = [title, "=" * len(title), "", "Vehicles"]
    parts += vehicle_lines(fleet, triplog, fuel)
    parts += ["", "Recharges"]
    parts += invoice_lines(fleet, diary, triplog, departments)
    parts += ["", "Fuel spend: %.2f" % fuel.spend()]
    return "\n".join(parts) + "\n"
