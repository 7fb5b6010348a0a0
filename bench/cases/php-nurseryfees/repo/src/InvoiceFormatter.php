<?php

declare(strict_types=1);

namespace Nursery;

/**
 * The invoice as it is emailed to parents.
 */
final class InvoiceFormatter
{
    private const WIDTH = 44;

    public function format(Invoice $invoice): string
    {
        $out = [];
        $out[] = sprintf('Invoice for the %s family, %s', $invoice->family, $invoice->month->format('F Y'));
        foreach ($invoice->children as $c) {
            $out[] = '';
            $out[] = sprintf('%s (%s room)', $c->child->name, ucfirst($c->band->value));
            foreach (Session::cases() as $session) {
                $count = $c->sessions[$session->value] ?? 0;
                if ($count > 0) {
                    $out[] = $this->line(
                        sprintf('  %d x %s @ %s', $count, $session->label(), Money::format($c->band->price($session))),
                        $count * $c->band->price($session),
                    );
                }
            }
            if ($c->fundedHours > 0) {
                $out[] = $this->line(sprintf('  Funded hours (%s h)', $this->hours($c->fundedHours)), -$c->fundedDeduction);
                $out[] = $this->line('  Consumables', $c->consumables);
            }
            if ($c->discount > 0) {
                $out[] = $this->line('  Sibling discount', -$c->discount);
            }
            $out[] = $this->line('  Subtotal', $c->total());
        }
        $out[] = '';
        $out[] = $this->line('Total due', $invoice->total());

        return implode("\n", $out) . "\n";
    }

    private function line(string $label, int $pence): string
    {
        $amount = Money::format($pence);

        return $label . str_repeat(' ', max(1, self::WIDTH - mb_strlen($label) - mb_strlen($amount))) . $amount;
    }

    private function hours(float $hours): string
    {
        return rtrim(rtrim(number_format($hours, 2, '.', ''), '0'), '.');
    }
}
