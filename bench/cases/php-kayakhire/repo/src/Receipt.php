<?php

declare(strict_types=1);

namespace Wyeside\Hire;

final class Receipt
{
    public function __construct(private Fleet $fleet, private RateTable $rates)
    {
    }

    public function total(Booking $booking): int
    {
        $total = 0;
        foreach ($booking->boatIds as $id) {
            $total += $this->rates->forBoat($this->fleet->boat($id), $booking->slot);
        }
        return $total;
    }

    public function render(Booking $booking): string
    {
        $lines = ["Booking {$booking->reference} for {$booking->customer}", (string) $booking->slot];
        foreach ($booking->boatIds as $id) {
            $boat = $this->fleet->boat($id);
            $lines[] = sprintf('%-24s%10s', "$id ({$boat->kind})", self::money($this->rates->forBoat($boat, $booking->slot)));
        }
        $lines[] = sprintf('%-24s%10s', 'Total', self::money($this->total($booking)));
        return implode("\n", $lines) . "\n";
    }

    public static function money(int $pence): string
    {
        return sprintf('£%d.%02d', intdiv($pence, 100), $pence % 100);
    }
}
