<?php

declare(strict_types=1);

namespace Insulation;

/**
 * The quote as the customer receives it.
 */
final class QuoteFormatter
{
    private const WIDTH = 64;

    public function format(Quote $quote): string
    {
        $out = [];
        $out[] = "Quotation {$quote->reference}";
        $out[] = str_repeat('=', self::WIDTH);
        foreach ($quote->lines as $line) {
            $qty = sprintf('%d %s%s', $line->quantity, $line->unit, $line->quantity === 1 ? '' : 's');
            $out[] = $this->row(
                sprintf('%s, %s @ %s', $line->description, $qty, Money::format($line->unitPence)),
                $line->totalPence(),
            );
        }
        $out[] = $this->row(
            sprintf('Labour, %s h @ %s', $this->hours($quote->labourHours), Money::format($quote->labourRatePence)),
            $quote->labourPence(),
        );
        $out[] = str_repeat('-', self::WIDTH);
        $out[] = $this->row('Net', $quote->netPence());
        $out[] = $this->row("VAT at {$quote->vatPercent}%", $quote->vatPence());
        $out[] = $this->row('Total', $quote->totalPence());
        $out[] = '';
        $out[] = sprintf('Depth after works: %d mm', $quote->finalDepthMm);
        return implode("\n", $out) . "\n";
    }

    private function row(string $label, int $pence): string
    {
        $amount = Money::format($pence);
        $room = self::WIDTH - mb_strlen($amount) - 1;
        if (mb_strlen($label) > $room) {
            $label = mb_substr($label, 0, $room - 1) . '…';
        }
        return $label . str_repeat(' ', self::WIDTH - mb_strlen($label) - mb_strlen($amount)) . $amount;
    }

    private function hours(float $hours): string
    {
        return rtrim(rtrim(number_format($hours, 1), '0'), '.');
    }
}
