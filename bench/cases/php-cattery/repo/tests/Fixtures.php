<?php

declare(strict_types=1);

use Pennant\Cattery\Stay;

final class Fixtures
{
    /** The summer diary as the office keeps it. */
    public const SUMMER = [
        ['owner' => 'Hughes', 'cats' => 'Miso', 'pen' => 'single', 'in' => '2026-06-08', 'out' => '2026-06-15'],
        ['owner' => 'Okoro', 'cats' => 'Pepper + Salt', 'pen' => 'double', 'in' => '2026-07-18', 'out' => '2026-07-25'],
        ['owner' => 'Lindqvist', 'cats' => 'Bramble + Moss + Fig', 'pen' => 'family', 'in' => '2026-07-18', 'out' => '2026-08-22'],
        ['owner' => 'Patel', 'cats' => 'Ziggy', 'pen' => 'single', 'in' => '2026-10-30', 'out' => '2026-11-03', 'meds' => true],
    ];

    public static function stay(string $owner): Stay
    {
        foreach (self::SUMMER as $row) {
            if ($row['owner'] === $owner) {
                return Stay::fromArray($row);
            }
        }
        throw new LogicException("no fixture for {$owner}");
    }
}
