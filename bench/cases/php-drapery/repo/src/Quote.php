<?php

declare(strict_types=1);

namespace Drapery;

/** A priced quote for one window: fabric, lining, making and VAT, in pence. */
final class Quote
{
    public const VAT_RATE = 0.20;

    public function __construct(
        public readonly Curtain $curtain,
        public readonly ?Lining $lining = null,
        public readonly int $fittingPence = 0,
    ) {
    }

    public function fabricMetres(): float
    {
        return Units::metresToOrder($this->curtain->totalFabricCm());
    }

    public function fabricPence(): int
    {
        return (int) round($this->fabricMetres() * $this->curtain->fabric->pencePerMetre);
    }

    public function liningMetres(): float
    {
        return $this->lining === null ? 0.0 : Units::metresToOrder($this->lining->totalCm($this->curtain));
    }

    public function liningPence(): int
    {
        return $this->lining === null ? 0 : (int) round($this->liningMetres() * $this->lining->pencePerMetre);
    }

    public function makingPence(): int
    {
        return $this->curtain->totalWidths() * $this->curtain->heading->makingPencePerWidth;
    }

    public function netPence(): int
    {
        return $this->fabricPence() + $this->liningPence() + $this->makingPence() + $this->fittingPence;
    }

    public function vatPence(): int
    {
        return (int) round($this->netPence() * self::VAT_RATE);
    }

    public function totalPence(): int
    {
        return $this->netPence() + $this->vatPence();
    }

    /** @return array<string, string> */
    public function lines(): array
    {
        $lines = [
            sprintf('%s, %.1f m', $this->curtain->fabric->name, $this->fabricMetres()) => Units::formatPence($this->fabricPence()),
        ];
        if ($this->lining !== null) {
            $lines[sprintf('%s lining, %.1f m', $this->lining->name, $this->liningMetres())] = Units::formatPence($this->liningPence());
        }
        $lines[sprintf('making, %s heading, %d widths', $this->curtain->heading->style, $this->curtain->totalWidths())] = Units::formatPence($this->makingPence());
        if ($this->fittingPence > 0) {
            $lines['fitting'] = Units::formatPence($this->fittingPence);
        }
        $lines['VAT at 20%'] = Units::formatPence($this->vatPence());
        $lines['total'] = Units::formatPence($this->totalPence());
        return $lines;
    }
}
