<?php

declare(strict_types=1);

namespace Locksmith\Callout;

use Locksmith\Invoice\InvoiceLine;

/**
 * Turns a call-out into invoice lines: the call-out fee for the time of arrival,
 * extra labour, and parts fitted.
 */
final class CalloutPricer
{
    private const LABELS = [
        'daytime' => 'Daytime call-out',
        'evening' => 'Evening call-out',
        'night' => 'Night call-out',
        'weekend' => 'Weekend call-out',
    ];

    public function __construct(
        private readonly RateCard $rates,
        private readonly BankHolidays $holidays = new BankHolidays(),
    ) {
    }

    /**
     * @return InvoiceLine[]
     */
    public function lines(Callout $callout): array
    {
        $band = $this->band($callout->arrivedAt);
        $lines = [new InvoiceLine(self::LABELS[$band], 1, $this->rates->feeFor($band))];

        $blocks = $this->rates->labourBlocks($callout->minutesOnSite);
        if ($blocks > 0) {
            $lines[] = new InvoiceLine(
                "Additional labour ({$this->rates->blockMinutes} min)",
                $blocks,
                $this->rates->labourPerBlock,
            );
        }

        foreach ($callout->parts as $part) {
            $lines[] = new InvoiceLine($part->description, $part->quantity, $part->price);
        }

        return $lines;
    }

    /**
     * Nights (22:00 to 08:00) are charged at the night rate every day of the week; daytime and
     * evening at weekends and on bank holidays at the weekend rate.
     */
    public function band(\DateTimeImmutable $at): string
    {
        $hour = (int) $at->format('G');
        if ($hour < 8 || $hour >= 22) {
            return 'night';
        }
        if ((int) $at->format('N') >= 6 || $this->holidays->isHoliday($at)) {
            return 'weekend';
        }

        return $hour >= 18 ? 'evening' : 'daytime';
    }
}
