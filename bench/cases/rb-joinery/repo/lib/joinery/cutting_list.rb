module Joinery
  # A job's pieces: each line is a number of identical pieces cut from one
  # timber, finished sizes in mm. Sawn stock is bought with a waste
  # allowance on top (splits, knots, snipe).
  class CuttingList
    Line = Struct.new(:name, :qty, :board, keyword_init: true)

    DEFAULT_WASTE = 0.15

    attr_reader :lines, :waste

    def initialize(waste: DEFAULT_WASTE)
      raise ArgumentError, "waste must be between 0 and 1" unless waste >= 0 && waste < 1

      @waste = waste
      @lines = []
    end

    def add(name, qty:, length:, width:, thickness:, timber:, joints: nil)
      raise ArgumentError, "quantity must be at least 1" if qty < 1

      length = Joints.cut_length(length, *Array(joints)) if joints
      board = Board.sawn_for(length: length, width: width, thickness: thickness, timber: timber)
      @lines << Line.new(name: name, qty: qty, board: board)
      self
    end

    def pieces
      lines.sum(&:qty)
    end

    # Volume of sawn stock to buy, per timber key, m3 with waste.
    def volume_by_timber
      lines.each_with_object(Hash.new(0.0)) do |line, acc|
        acc[line.board.timber.name] += line.board.volume_m3 * line.qty * (1 + waste)
      end
    end

    def timber_cost
      lines.sum { |l| l.board.cost * l.qty * (1 + waste) }.round(2)
    end

    def weight_kg
      lines.sum { |l| l.board.weight_kg * l.qty }.round(1)
    end

    def to_s
      lines.map { |l| format("%-16s %2d  %s", l.name, l.qty, l.board) }.join("\n")
    end
  end
end
