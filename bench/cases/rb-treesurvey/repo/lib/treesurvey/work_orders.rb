module Treesurvey
  WorkOrder = Struct.new(:tree_id, :task, :priority, keyword_init: true) do
    def to_s
      "P#{priority} #{tree_id}: #{task}"
    end
  end

  module WorkOrders
    def self.for(trees)
      trees.filter_map { |t| order_for(t) }.sort_by { |o| [o.priority, o.tree_id] }
    end

    def self.order_for(tree)
      if tree.dead?
        WorkOrder.new(tree_id: tree.id, task: "fell", priority: 1)
      elsif Risk.category(tree) == :high
        WorkOrder.new(tree_id: tree.id, task: "crown reduction", priority: 2)
      elsif tree.condition == :poor
        WorkOrder.new(tree_id: tree.id, task: "remove deadwood", priority: 3)
      end
    end
  end
end
