/// The model types a container manages.
public struct Schema: @unchecked Sendable {
    public let entities: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type]) { entities = types }
    public init(_ types: any PersistentModel.Type...) { entities = types }

    public enum Attribute {
        /// What `@Attribute(...)` may say. ModelExpansion reads the options as written; StateEngine
        /// models `.unique`, and the storage hints that change nothing a program sees
        /// (`.externalStorage`, `.spotlight`, `.allowsCloudEncryption`) as inert.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
        }
    }

    public enum Relationship {
        /// What deleting a model does to the models a relationship holds.
        // Evidence: Apple docs, Schema.Relationship.DeleteRule (cascade: "Deletes any related
        // models"; nullify: "Nullifies the related model's reference to the deleted model";
        // noAction: "Doesn't make changes to any related models").
        public enum DeleteRule: Hashable, Sendable {
            case cascade, nullify, noAction
        }
    }
}
