<?php

declare(strict_types=1);

namespace Hartwell\Saddlery;

/** The tree and seat a model is made in for one horse and rider. */
final class Fitting
{
    private function __construct(
        public readonly SaddleModel $model,
        public readonly TreeWidth $tree,
        public readonly float $seat,
    ) {
    }

    /**
     * @param string $gullet the gullet width from the wither tracing, e.g. "30.5 cm"
     * @param string $thigh the rider's thigh length, e.g. "46 cm"
     */
    public static function fit(SaddleModel $model, string $gullet, string $thigh): self
    {
        $tree = TreeWidth::forGullet(Measurement::parseLength($gullet));
        if (!in_array($tree, $model->trees, true)) {
            throw new \DomainException("{$model->name} is not made in a {$tree->label()} tree");
        }
        $seat = SeatSize::forThigh(Measurement::parseLength($thigh));
        if (!in_array($seat, $model->seats, true)) {
            throw new \DomainException("{$model->name} is not made with a " . SeatSize::format($seat) . ' seat');
        }
        return new self($model, $tree, $seat);
    }

    public function describe(): string
    {
        return sprintf('%s, %s seat, %s tree', $this->model->name, SeatSize::format($this->seat), $this->tree->label());
    }
}
