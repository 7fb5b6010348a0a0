module Upholstery
  # Workshop hours for each operation on each kind of piece.
  module Labour
    RATE_PER_HOUR = 3_800

    HOURS = {
      dining_seat: { strip: 0.25, webbing: 0.5, stuffing: 0.5, cover: 0.75 },
      footstool: { strip: 0.5, webbing: 0.75, springs: 1.0, stuffing: 1.0, cover: 1.5 },
      armchair: { strip: 2.0, webbing: 1.5, springs: 3.0, stuffing: 4.0, cover: 6.0, piping: 1.5 }
    }.freeze

    Job = Struct.new(:kind, :operations, :count) do
      def hours
        table = HOURS.fetch(kind) { raise Error, "no labour table for #{kind}" }
        per_piece = operations.sum do |op|
          table.fetch(op) { raise Error, "#{kind} has no #{op} operation" }
        end
        per_piece * count
      end

      def cost
        (Rational(hours.to_s) * RATE_PER_HOUR).round(half: :up)
      end

      def description
        pieces = count == 1 ? kind.to_s.tr("_", " ") : "#{count} x #{kind.to_s.tr('_', ' ')}"
        "#{pieces}: #{operations.join(', ')}"
      end
    end

    module_function

    def job(kind, operations, count: 1)
      raise ArgumentError, "no operations" if operations.empty?

      Job.new(kind, operations, count)
    end

    # Every operation the table has for a kind of piece: a full reupholstery.
    def full(kind, count: 1)
      job(kind, HOURS.fetch(kind).keys, count: count)
    end
  end
end
