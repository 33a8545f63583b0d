#include "CGtkKitSupport.h"
#include <string.h>

/* An item of a keyed list model: just its key. */
typedef struct { GObject parent_instance; guint64 key; } GtkKitListItem;
typedef struct { GObjectClass parent_class; } GtkKitListItemClass;
G_DEFINE_TYPE(GtkKitListItem, gtkkit_list_item, G_TYPE_OBJECT)
static void gtkkit_list_item_class_init(GtkKitListItemClass *klass) { (void)klass; }
static void gtkkit_list_item_init(GtkKitListItem *self) { (void)self; }

guint64 gtkkit_list_item_key(gpointer item) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(item, gtkkit_list_item_get_type()), 0);
    return ((GtkKitListItem *)item)->key;
}

/* Keys, plus item objects made on first request and kept so that GTK sees the same
 * object for the same row (it reuses row widgets by item identity). */
typedef struct {
    GObject parent_instance;
    GArray *keys;      /* guint64 */
    GPtrArray *items;  /* GtkKitListItem* or NULL, same length as keys */
} GtkKitListModel;
typedef struct { GObjectClass parent_class; } GtkKitListModelClass;

static void gtkkit_list_model_iface_init(GListModelInterface *iface);

static void gtkkit_list_model_unref_item(gpointer item) {
    if (item != NULL) g_object_unref(item);
}
G_DEFINE_TYPE_WITH_CODE(GtkKitListModel, gtkkit_list_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, gtkkit_list_model_iface_init))

static GType gtkkit_list_model_get_item_type(GListModel *model) { (void)model; return gtkkit_list_item_get_type(); }
static guint gtkkit_list_model_get_n_items(GListModel *model) { return ((GtkKitListModel *)model)->keys->len; }

static gpointer gtkkit_list_model_get_item(GListModel *model, guint position) {
    GtkKitListModel *self = (GtkKitListModel *)model;
    if (position >= self->keys->len) return NULL;
    GtkKitListItem *item = g_ptr_array_index(self->items, position);
    if (!item) {
        item = g_object_new(gtkkit_list_item_get_type(), NULL);
        item->key = g_array_index(self->keys, guint64, position);
        self->items->pdata[position] = item;
    }
    return g_object_ref(item);
}

static void gtkkit_list_model_iface_init(GListModelInterface *iface) {
    iface->get_item_type = gtkkit_list_model_get_item_type;
    iface->get_n_items = gtkkit_list_model_get_n_items;
    iface->get_item = gtkkit_list_model_get_item;
}

static void gtkkit_list_model_finalize(GObject *object) {
    GtkKitListModel *self = (GtkKitListModel *)object;
    g_array_unref(self->keys);
    g_ptr_array_unref(self->items);
    G_OBJECT_CLASS(gtkkit_list_model_parent_class)->finalize(object);
}

static void gtkkit_list_model_class_init(GtkKitListModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkkit_list_model_finalize;
}

static void gtkkit_list_model_init(GtkKitListModel *self) {
    self->keys = g_array_new(FALSE, FALSE, sizeof(guint64));
    /* Slots of rows never shown are NULL: free only the items that were made. */
    self->items = g_ptr_array_new_with_free_func(gtkkit_list_model_unref_item);
}

GListModel *gtkkit_list_model_new(void) {
    return G_LIST_MODEL(g_object_new(gtkkit_list_model_get_type(), NULL));
}

void gtkkit_list_model_splice(GListModel *model, guint position, guint removed, const guint64 *added, guint n_added) {
    GtkKitListModel *self = (GtkKitListModel *)model;
    g_return_if_fail(position <= self->keys->len && removed <= self->keys->len - position);
    if (removed > 0) {
        g_array_remove_range(self->keys, position, removed);
        g_ptr_array_remove_range(self->items, position, removed);
    }
    if (n_added > 0) {
        g_array_insert_vals(self->keys, position, added, n_added);
        /* g_ptr_array_insert one by one would be quadratic for big inserts: grow, move, clear. */
        guint old_length = self->items->len;
        g_ptr_array_set_size(self->items, old_length + n_added);
        memmove(&self->items->pdata[position + n_added], &self->items->pdata[position],
                (old_length - position) * sizeof(gpointer));
        memset(&self->items->pdata[position], 0, n_added * sizeof(gpointer));
    }
    if (removed > 0 || n_added > 0) g_list_model_items_changed(model, position, removed, n_added);
}
