<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark;

/** Annual park fees in pence: by length band, plus a charge for keeping a trolley in the park. */
final class ParkFees
{
    /** Upper length limit in metres => fee in pence; the last band has no limit. */
    private const BANDS = [[4.0, 9000], [5.0, 12000], [INF, 15000]];
    public const TROLLEY = 1500;

    public function __construct(private readonly Register $register)
    {
    }

    public function annualFee(Boat $boat): int
    {
        foreach (self::BANDS as [$upTo, $pence]) {
            if ($boat->lengthM < $upTo) {
                return $pence + ($boat->onTrolley ? self::TROLLEY : 0);
            }
        }
        throw new \LogicException('no band');
    }

    public function invoiceLine(string $sail): string
    {
        $boat = $this->register->find($sail);
        if ($boat === null) {
            throw new \DomainException("no boat $sail in the park");
        }
        return sprintf('%s: %s %s, %.1f m, £%.2f', $boat->owner, $boat->class, $boat->sail, $boat->lengthM,
            $this->annualFee($boat) / 100);
    }

    /** An owner's total over all their boats. */
    public function ownerTotal(string $owner): int
    {
        return array_sum(array_map(fn (Boat $b): int => $this->annualFee($b), $this->register->ownedBy($owner)));
    }
}
