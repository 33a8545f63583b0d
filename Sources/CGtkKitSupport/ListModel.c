// SPDX-License-Identifier: Apache-2.0
#include <stdlib.h>
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

/* An open-addressing table from the keys of the items GTK holds (a few hundred: the rows
 * it keeps) to those items, sized to a power of two at least twice the count. */
typedef struct { guint64 key; GtkKitListItem *item; guint old_position; gboolean used; } HeldSlot;

static guint held_slot_index(guint64 key, guint mask) {
    guint64 hash = key * 0x9E3779B97F4A7C15ull;
    return (guint)(hash >> 32) & mask;
}

static int compare_old_positions(const void *a, const void *b) {
    guint left = ((const HeldSlot *)a)->old_position, right = ((const HeldSlot *)b)->old_position;
    return left < right ? -1 : left > right;
}

static gboolean held_by_gtk(GtkKitListItem *item) {
    return g_atomic_int_get(&((GObject *)item)->ref_count) > 1;
}

guint gtkkit_list_model_first_held_position(GListModel *model) {
    GtkKitListModel *self = (GtkKitListModel *)model;
    for (guint i = 0; i < self->items->len; i++) {
        GtkKitListItem *item = self->items->pdata[i];
        if (item != NULL && held_by_gtk(item)) return i;
    }
    return G_MAXUINT;
}

GPtrArray *gtkkit_list_model_replace_keys(GListModel *model, const guint64 *keys, guint n_keys,
                                          gboolean has_pinned_key, guint64 pinned_key) {
    GtkKitListModel *self = (GtkKitListModel *)model;
    GPtrArray *retargeted = g_ptr_array_new();
    guint old_count = self->keys->len;

    /* Items only the model holds are dropped; the others mark the region GTK keeps alive. */
    guint held_count = 0, first_held = G_MAXUINT, last_held = 0;
    for (guint i = 0; i < old_count; i++) {
        GtkKitListItem *item = self->items->pdata[i];
        if (item == NULL) continue;
        if (!held_by_gtk(item)) { g_object_unref(item); self->items->pdata[i] = NULL; continue; }
        held_count++;
        if (i < first_held) first_held = i;
        last_held = i;
    }
    guint capacity = 8;
    while (capacity < held_count * 2) capacity <<= 1;
    guint mask = capacity - 1;
    HeldSlot *table = g_new0(HeldSlot, capacity);
    for (guint i = 0; i < old_count; i++) {
        GtkKitListItem *item = self->items->pdata[i];
        if (item == NULL) continue;
        guint slot = held_slot_index(item->key, mask);
        while (table[slot].item != NULL) slot = (slot + 1) & mask;
        table[slot] = (HeldSlot){ item->key, item, i, FALSE };
    }

    /* The region stays where it was (so does the scroll position); an item follows its key
     * if the key stays inside the region, or if it is the pinned key (the focused row). */
    gpointer *new_items = g_new0(gpointer, n_keys > 0 ? n_keys : 1);
    guint region_start = 0, region_end = 0;  /* [start, end) */
    if (held_count > 0 && n_keys > 0) {
        region_start = MIN(first_held, n_keys - 1);
        region_end = MIN(last_held + 1, n_keys);
        for (guint i = 0; i < n_keys; i++) {
            gboolean inside = i >= region_start && i < region_end;
            if (!inside && !(has_pinned_key && keys[i] == pinned_key)) continue;
            guint slot = held_slot_index(keys[i], mask);
            while (table[slot].item != NULL) {
                if (table[slot].key == keys[i] && !table[slot].used) {
                    table[slot].used = TRUE;
                    new_items[i] = table[slot].item;
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
    }
    /* The other held items take, inside the region, the keys that have no item yet: their
     * own position when it is free (so GTK sees the same item there and keeps its row as
     * it is), else the next free one, in their old order. */
    HeldSlot *unused = g_new(HeldSlot, held_count > 0 ? held_count : 1);
    guint unused_count = 0;
    for (guint slot = 0; slot < capacity; slot++)
        if (table[slot].item != NULL && !table[slot].used) unused[unused_count++] = table[slot];
    qsort(unused, unused_count, sizeof(HeldSlot), compare_old_positions);
    guint leftover = 0;
    for (guint i = 0; i < unused_count; i++) {
        guint position = unused[i].old_position;
        if (position >= region_start && position < region_end && new_items[position] == NULL) {
            unused[i].item->key = keys[position];
            new_items[position] = unused[i].item;
            g_ptr_array_add(retargeted, unused[i].item);
        } else {
            unused[leftover++] = unused[i];
        }
    }
    guint next_free = region_start;
    for (guint i = 0; i < leftover; i++) {
        while (next_free < region_end && new_items[next_free] != NULL) next_free++;
        if (next_free >= region_end) { g_object_unref(unused[i].item); continue; }
        unused[i].item->key = keys[next_free];
        new_items[next_free++] = unused[i].item;
        g_ptr_array_add(retargeted, unused[i].item);
    }
    g_free(unused);
    g_free(table);
    /* The unchanged prefix and suffix: the same item object, or no item and the same key.
     * A held item that stays in place with a new key is not a change GTK is told of: GTK
     * 4.8 would take its row out and put it back, restyling and measuring every row; the
     * caller binds the row again instead. */
    guint limit = MIN(old_count, n_keys);
    guint prefix = 0;
    while (prefix < limit && self->items->pdata[prefix] == new_items[prefix]
           && (new_items[prefix] != NULL || g_array_index(self->keys, guint64, prefix) == keys[prefix])) prefix++;
    guint suffix = 0;
    while (suffix < limit - prefix && self->items->pdata[old_count - 1 - suffix] == new_items[n_keys - 1 - suffix]
           && (new_items[n_keys - 1 - suffix] != NULL
               || g_array_index(self->keys, guint64, old_count - 1 - suffix) == keys[n_keys - 1 - suffix])) suffix++;

    /* Every old item is now either in new_items or unreffed: empty the old array without
     * its free function, then fill it with the new items. */
    g_ptr_array_set_free_func(self->items, NULL);
    g_ptr_array_set_size(self->items, 0);
    g_ptr_array_set_free_func(self->items, gtkkit_list_model_unref_item);
    g_ptr_array_set_size(self->items, n_keys);
    if (n_keys > 0) memcpy(self->items->pdata, new_items, n_keys * sizeof(gpointer));
    g_free(new_items);
    g_array_set_size(self->keys, n_keys);
    if (n_keys > 0) memcpy(self->keys->data, keys, n_keys * sizeof(guint64));

    guint removed = old_count - prefix - suffix, added = n_keys - prefix - suffix;
    if (removed > 0 || added > 0) g_list_model_items_changed(model, prefix, removed, added);
    return retargeted;
}
