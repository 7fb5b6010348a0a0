<?php

declare(strict_types=1);

namespace Haulage;

final class QuoteBuilder
{
    public function __construct(
        private readonly ZoneMap $zones,
        private readonly RateCard $rates,
        private readonly FuelSurcharge $fuel,
    ) {
    }

    public function build(Consignment $consignment): Quote
    {
        if ($consignment->isEmpty()) {
            throw new \LogicException("Consignment {$consignment->reference} has no pallets");
        }

        $zone = $this->zones->zoneFor($consignment->deliverTo);
        $lines = $this->palletLines($consignment, $zone);

        foreach ($consignment->services() as $service) {
            $lines[] = new QuoteLine($service->label(), $service->charge(), $service->fuelSurchargeable());
        }

        $surchargeable = Money::sum(array_map(
            static fn (QuoteLine $l): int => $l->fuelSurchargeable ? $l->pence : 0,
            $lines,
        ));

        return new Quote(
            $consignment->reference,
            $lines,
            $this->fuel->percent(),
            $this->fuel->on($surchargeable),
        );
    }

    /**
     * One line per pallet, dearest first, then a single line for the
     * multi-pallet discount on every pallet after the first.
     *
     * @return QuoteLine[]
     */
    private function palletLines(Consignment $consignment, int $zone): array
    {
        $priced = [];
        foreach ($consignment->pallets() as $pallet) {
            $priced[] = [$pallet, $this->rates->price($pallet->type, $zone)];
        }
        usort($priced, static fn (array $a, array $b): int => $b[1] <=> $a[1]);

        $lines = [];
        $discountable = 0;
        foreach ($priced as $i => [$pallet, $price]) {
            $lines[] = new QuoteLine(
                sprintf('%s, %d kg, zone %d', $pallet->type->label(), $pallet->weightKg, $zone),
                $price,
                true,
            );
            if ($i > 0) {
                $discountable += $price;
            }
        }

        if ($discountable > 0) {
            $lines[] = new QuoteLine(
                sprintf('Multi-pallet discount %.0f%%', RateCard::MULTI_PALLET_DISCOUNT),
                -Money::percentOf($discountable, RateCard::MULTI_PALLET_DISCOUNT),
                true,
            );
        }

        return $lines;
    }
}
